import { describe, expect, it } from 'vitest';

import {
  httpUrl,
  labelledLinks,
  linkLines,
  markdownLinks,
  mediaTypeOf,
} from '../../src/report/value/links.ts';
import { MAX_SCREENSHOTS_READ, readTestRecord } from '../../src/report/value/test-record.ts';

const V = 'https://assets.example.test/1/video.mp4?X-Signature=a%2Fb&Expires=1';
const T1 = 'https://assets.example.test/1/thumb-1.png';
const T2 = 'https://assets.example.test/1/thumb-2.png';
const L = 'https://assets.example.test/1/selenium.log';

describe('test record adapter: recordings', () => {
  it('reads video, thumbs, logs, duration and assets_available as the service serves them', () => {
    const { entry } = readTestRecord({
      id: 1,
      success: false,
      duration: 12.5,
      video: V,
      thumbs: [T1, T2],
      logs: { selenium: L, browser: 'https://assets.example.test/1/browser.log' },
      assets_available: true,
    });
    expect(entry.duration).toBe(12.5);
    expect(entry.links).toEqual({
      video: V,
      screenshots: [T1, T2],
      logs: [
        { label: 'selenium', url: L },
        { label: 'browser', url: 'https://assets.example.test/1/browser.log' },
      ],
    });
    expect(labelledLinks(entry.links).map((l) => l.label)).toEqual([
      'video',
      'last screenshot',
      'log: selenium',
      'log: browser',
    ]);
  });

  it.each([
    ['video false', { video: false }],
    ['nothing recorded', {}],
    ['empty lists', { video: '', thumbs: [], logs: {} }],
    [
      'other schemes',
      { video: 'javascript:alert(1)', thumbs: ['file:///etc/passwd'], logs: { x: 'ftp://h/x' } },
    ],
    ['relative URLs', { video: '/videos/1.mp4', thumbs: ['thumb.png'] }],
    ['other types', { video: 42, thumbs: 'not a url', logs: [null, 3, true] }],
  ])('holds no links for %s', (_, record) => {
    expect(readTestRecord({ id: 2, success: false, ...record }).entry.links).toBeUndefined();
  });

  it('reads the other shapes seen: objects in lists, one URL, lists of logs', () => {
    const { entry } = readTestRecord({
      video: V,
      thumbs: [{ image: T1, small: 'https://x.test/s.png' }, { src: T2 }],
      logs: [L, { name: 'appium <b>', url: 'https://assets.example.test/1/appium.log' }],
      assets_available: 0,
      duration: '7',
    });
    expect(entry.links).toEqual({
      video: V,
      screenshots: [T1, T2],
      logs: [
        { label: 'log 1', url: L },
        { label: 'appium b', url: 'https://assets.example.test/1/appium.log' },
      ],
      notReady: true,
    });
    expect(entry.duration).toBe(7);
    expect(readTestRecord({ thumbs: T1 }).entry.links).toEqual({ screenshots: [T1] });
  });

  it('keeps the last screenshots only', () => {
    const thumbs = Array.from({ length: 50 }, (_, i) => `https://a.test/${i}.png`);
    const shots = readTestRecord({ thumbs }).entry.links?.screenshots;
    expect(shots).toHaveLength(MAX_SCREENSHOTS_READ);
    expect(shots?.at(-1)).toBe('https://a.test/49.png');
  });

  it('normalizes URLs so nothing in them can break out of markdown or HTML', () => {
    expect(httpUrl(' https://a.test/x y<z>"q".png ')).toBe('https://a.test/x%20y%3Cz%3E%22q%22.png');
    expect(httpUrl('https://a.test/p?q=a b<c>')).toBe('https://a.test/p?q=a%20b%3Cc%3E');
    expect(httpUrl('HTTP://A.TEST/')).toBe('http://a.test/');
    expect(httpUrl('data:text/html,<script>')).toBeUndefined();
  });

  it('escapes links for tables and text', () => {
    const links = { video: 'https://a.test/v.mp4?sig=a|b\\c(d)' };
    expect(markdownLinks(links, { inTable: true })).toBe('[video](<https://a.test/v.mp4?sig=a\\|b\\\\c(d)>)');
    expect(markdownLinks(links, { inTable: false })).toBe('[video](<https://a.test/v.mp4?sig=a|b\\\\c(d)>)');
    expect(linkLines(links)).toEqual([
      'Video: https://a.test/v.mp4?sig=a|b\\c(d)',
      'These links are signed by the service and expire.',
    ]);
    expect(linkLines(undefined)).toEqual([]);
  });

  it('reads a media type off the path of an address as httpUrl gives it, never off its query or host', () => {
    const type = (url: string) => mediaTypeOf(httpUrl(url)!, { extension: '', type: 'unknown' }).type;
    expect(type('https://assets.example.test/7/video.MP4?sig=a.png#x.gif')).toBe('video/mp4');
    expect(type('https://assets.example.test/7/thumb-1.png')).toBe('image/png');
    expect(type('https://assets.example.test/7/log?name=selenium.log')).toBe('unknown');
    expect(type('https://user:p%40ss@assets.example.test:8443/a/./b/../shot.jpeg')).toBe('image/jpeg');
    expect(type('https://assets.example.test.png')).toBe('unknown');
    expect(type('https://assets.example.test\\7\\selenium.log')).toBe('text/plain');
  });
});
