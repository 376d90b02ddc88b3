import { describe, expect, it } from 'vitest';

import { publicHttpsPolicy, refusalOf, refusedKindOf } from '../../src/api/transport/outside-urls.ts';

describe('refusedKindOf', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['0.0.0.0', 'an address of this host'],
    ['::', 'an address of this host'],
    ['10.0.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.0.10', 'a private address'],
    ['100.100.100.200', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['169.254.170.2', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['fd00:ec2::254', 'a unique-local address'],
    ['168.63.129.16', 'a cloud platform address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:a9fe:a9fe', 'a link-local address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address'],
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['::ffff:0:a9fe:a9fe', 'a link-local address'],
    ['::ffff:0:a00:1', 'a private address'],
    ['2002:a9fe:a9fe::1', 'a link-local address'],
    ['2002:c0a8:0101::', 'a private address'],
    ['::127.0.0.1', 'a reserved address'],
    ['224.0.0.251', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
  ])('refuses %s as %s', (address, kind) => {
    expect(refusedKindOf(address)).toBe(kind);
  });

  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'lets %s be reached',
    (address) => {
      expect(refusedKindOf(address)).toBeUndefined();
    },
  );
});

describe('refusalOf', () => {
  const refused = async (url: string, serviceUrl?: string) =>
    (await refusalOf(new URL(url), publicHttpsPolicy(serviceUrl)))?.message;

  it('takes https to an address on the internet, and refuses other schemes and credentials', async () => {
    expect(await refused('https://8.8.8.8/video.mp4')).toBeUndefined();
    expect(await refused('http://8.8.8.8/video.mp4')).toBe('only https:// addresses are fetched');
    expect(await refused('ftp://8.8.8.8/video.mp4')).toBe('only https:// addresses are fetched');
    expect(await refused('https://user:pw@8.8.8.8/')).toBe('the address carries a user name or password');
  });

  it("takes the service's own host (name and port) wherever it is, over https or api-url's own scheme", async () => {
    expect(await refused('https://10.0.0.5/v.mp4', 'https://10.0.0.5')).toBeUndefined();
    expect(await refused('https://10.0.0.5:8443/v.mp4', 'https://10.0.0.5')).toBe(
      '10.0.0.5 is a private address',
    );
    expect(await refused('http://10.0.0.5/v.mp4', 'https://10.0.0.5')).toBe(
      'only https:// addresses are fetched',
    );
    expect(await refused('http://127.0.0.1:8080/v.mp4', 'http://127.0.0.1:8080/api')).toBeUndefined();
    expect(await refused('https://127.0.0.1:8080/v.mp4', 'http://127.0.0.1:8080')).toBeUndefined();
    expect(await refused('http://127.0.0.1:8081/v.mp4', 'http://127.0.0.1:8080')).toBe(
      'only https:// addresses are fetched',
    );
  });

  it('resolves a name and refuses it for any refused address, and a name it cannot resolve', async () => {
    expect(await refused('https://localhost/')).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(await refused('https://cloudtest.corp.test/')).toBe(
      'cloudtest.corp.test does not resolve on this runner, so the address it leads to cannot be checked',
    );
  });
});
