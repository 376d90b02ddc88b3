// Service text in every markdown output (job summary, check-run summary, pull request comment) is shown
// as text: no link, image, HTML, table break or mention comes from it; only links our code builds
// from known https addresses are links.
import { describe, expect, it } from 'vitest';

import { renderComment } from '../../src/report/outputs/comment.ts';
import { conclusionOf } from '../../src/report/outputs/report.ts';
import { renderSummary } from '../../src/report/outputs/summary.ts';
import type { ReportInput } from '../../src/report/types.ts';
import { markdownLinks, thumbnail } from '../../src/report/value/links.ts';
import type { ReportEntry } from '../../src/report/value/types.ts';
import { countEntries, reportOfEntries } from '../support/report.ts';

const HOSTILE = [
  '![pixel](https://evil.example/p.png)',
  '[Re-run here](https://evil.example/phish)',
  '<img src=x onerror=alert(1)>',
  '@octo-org/team',
  'fixes #12',
  'https://evil.example/bare',
  '| a | b |',
  '**bold**',
].join(' ');

const VIDEO = 'https://assets.example.test/1/video.mp4?sig=x';

function input(): ReportInput {
  const entries: ReportEntry[] = [
    {
      name: `login ${HOSTILE}`,
      outcome: 'failed',
      environment: HOSTILE,
      platform: HOSTILE,
      message: `failed:\n${HOSTILE}\n# heading\n- item`,
      links: { video: VIDEO, screenshots: [VIDEO], logs: [{ label: 'selenium', url: VIDEO }] },
    },
    { name: HOSTILE, outcome: 'unknown', message: HOSTILE },
  ];
  return { checkName: `Cloud tests ${HOSTILE}`, externalId: 'x', title: HOSTILE, entries };
}

const render = (report: ReportInput) => {
  const counts = countEntries(report.entries);
  const { input, tests } = reportOfEntries(report);
  return renderSummary(input, tests, {
    conclusion: conclusionOf(counts),
    counts,
    footer: 'Footer.',
    fullListAt: 'Elsewhere.',
    sizeLimit: 'Somewhere is full',
    budget: 100_000,
    measure: (s) => s.length,
  });
};

/** What a renderer would act on: a link or image to the hostile host, a tag, a mention, a reference. */
function expectShownAsText(markdown: string): void {
  expect(markdown).not.toMatch(/\]\(<?https:\/\/evil/);
  expect(markdown).not.toContain('<img src=x');
  expect(markdown).not.toMatch(/@octo/);
  expect(markdown).not.toMatch(/#12/);
  expect(markdown).not.toMatch(/(^|[^\\])\*\*bold/);
  expect(markdown).not.toContain('https://evil.example/bare');
}

describe('service text in markdown', () => {
  it('is shown as text in the summary, and each table row keeps its cells', () => {
    const summary = render(input());
    expectShownAsText(summary);
    const rows = summary.split('\n').filter((l) => l.startsWith('| login') || l.startsWith('| !'));
    expect(rows).toHaveLength(2);
    // Unescaped pipes split cells: the failed row has its five, the unknown row its four.
    const cells = rows.map((r) => r.split(/(?<!\\)\|/).length - 2);
    expect(cells).toEqual([5, 4]);
    expect(summary).toContain(`[video](<${VIDEO}>)`);
    expect(summary).toContain(`<img src="${VIDEO}"`);
  });

  it('keeps the links before the message, and lets a long unbroken message wrap', () => {
    const unbroken = `https://example.test/${'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo'.repeat(15)}`.slice(0, 500);
    const summary = render({
      checkName: 'Cloud tests',
      externalId: 'x',
      title: 't',
      entries: [{ name: 'checkout', outcome: 'failed', message: unbroken, links: { video: VIDEO } }],
    });
    const head = summary.split('\n').find((l) => l.startsWith('| Test '));
    const row = summary.split('\n').find((l) => l.startsWith('| checkout '));
    expect(head).toBe('| Test | Browser or device | Platform | Links | Message |');
    const cells = row!.split(/(?<!\\)\|/).slice(1, -1);
    expect(cells[3]).toContain(`[video](<${VIDEO}>)`);
    // Every run of the message without a place to break is short; the text reads the same without them.
    const message = cells[4]!.trim();
    expect(Math.max(...message.split(/[\s\u200b]/).map((run) => run.length))).toBeLessThanOrEqual(30);
    expect(message.replaceAll('\u200b', '')).toBe(unbroken);
  });

  it('is shown as text in the pull request comment, whose own links stay links', () => {
    const report = input();
    const counts = countEntries(report.entries);
    const body = renderComment(
      reportOfEntries(report),
      { counts, conclusion: conclusionOf(counts), checkRunUrl: 'https://github.example.test/o/r/runs/1' },
      { GITHUB_SERVER_URL: 'https://github.example.test', GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '5' },
    );
    // The first line is the hidden marker, an HTML comment that GitHub never renders.
    expect(body.split('\n')[0]).toMatch(/^<!-- .* -->$/);
    expectShownAsText(body.slice(body.indexOf('\n')));
    expect(body).toContain('[Open the check run](<https://github.example.test/o/r/runs/1>)');
    expect(body).toContain('[Open the workflow run](<https://github.example.test/o/r/actions/runs/5>)');
  });

  it('links only https addresses our code was given, never another scheme', () => {
    const comment = renderComment(
      reportOfEntries({ ...input(), entries: [] }),
      { counts: countEntries([]), conclusion: 'neutral', checkRunUrl: 'javascript:alert(1)' },
      { GITHUB_SERVER_URL: 'http://github.example.test', GITHUB_REPOSITORY: 'o/r', GITHUB_RUN_ID: '5' },
    );
    expect(comment.slice(comment.indexOf('\n'))).not.toContain('](');
    const http = 'http://assets.example.test/v.mp4';
    expect(markdownLinks({ video: http }, { inTable: true })).toBe('video');
    const entry: ReportEntry = { name: 'n', outcome: 'failed', links: { screenshots: [http] } };
    expect(thumbnail(entry, 'n')).toBeUndefined();
  });
});
