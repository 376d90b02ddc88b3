// Starts the fake service on its own, for trying the actions by hand: npm run fake-service [-- PORT]
import { FakeService } from './server.ts';

const port = Number(process.argv[2] ?? process.env.PORT ?? 8787);
const service = new FakeService();
const url = await service.start(port);
const user = service.accounts.user;
console.log(`Fake service listening on ${url}`);
console.log(`  export CLOUDTEST_API_URL=${url} CLOUDTEST_KEY=${user.key} CLOUDTEST_SECRET=${user.secret}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void service.stop().then(() => process.exit(0));
  });
}
