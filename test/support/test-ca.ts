import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A made-up host name that only the test forward proxy resolves (to 127.0.0.1). */
export const PRIVATE_HOST = 'cloudtest.corp.test';

export interface TestCertificates {
  /** The CA certificate's file, for NODE_EXTRA_CA_CERTS. */
  caFile: string;
  caPem: string;
  /** The server's key and certificate (for `hosts`, signed by the CA). */
  key: string;
  cert: string;
}

/**
 * A private certificate authority and a server certificate it signed for `hosts`, made at test time with
 * `openssl` (node:crypto makes keys but not certificates), in a fresh temporary folder.
 */
export function makeTestCertificates(hosts: readonly string[] = [PRIVATE_HOST]): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'test-ca-'));
  const file = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { stdio: 'pipe' });
  const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  openssl(
    'req',
    '-x509',
    ...ecKey,
    '-keyout',
    file('ca.key'),
    '-out',
    file('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=Test CA',
  );
  openssl(
    'req',
    ...ecKey,
    '-keyout',
    file('server.key'),
    '-out',
    file('server.csr'),
    '-subj',
    `/CN=${hosts[0]}`,
  );
  writeFileSync(file('server.ext'), `subjectAltName=${hosts.map((h) => `DNS:${h}`).join(',')}\n`);
  openssl(
    'x509',
    '-req',
    '-in',
    file('server.csr'),
    '-CA',
    file('ca.pem'),
    '-CAkey',
    file('ca.key'),
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    file('server.ext'),
    '-out',
    file('server.pem'),
  );
  return {
    caFile: file('ca.pem'),
    caPem: readFileSync(file('ca.pem'), 'utf8'),
    key: readFileSync(file('server.key'), 'utf8'),
    cert: readFileSync(file('server.pem'), 'utf8'),
  };
}
