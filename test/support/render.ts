// Markdown as a person sees it on GitHub: rendered by cmark-gfm (GitHub's own fork of CommonMark, with
// its extensions), styled by GitHub's markdown CSS (github-markdown-css) and laid out by headless
// Chromium at a given width; then measured (which tables are wider than the column, so scroll
// sideways) and, asked, photographed. Debian's `cmark-gfm` and `chromium` do it (.ci/run installs them).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the programs are, when they are. */
const CMARK = 'cmark-gfm';
const CHROMIUM = ['chromium', 'chromium-browser', 'google-chrome'];

const found = (program: string) => spawnSync(program, ['--version'], { stdio: 'ignore' }).status === 0;

/** The Chromium on the PATH, if any. */
const chromium = CHROMIUM.find(found);

/** Whether this machine can render: cmark-gfm and a Chromium on the PATH. */
export const CAN_RENDER = found(CMARK) && chromium !== undefined;

/** GitHub's markdown CSS, light theme, from the npm registry's github-markdown-css. */
const GITHUB_CSS = readFileSync(
  createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'),
  'utf8',
);

/**
 * Markdown as GitHub makes HTML of it: tables, strikethrough, autolinks and task lists, raw HTML kept
 * (`<details>`, `<br>`), and the HTML GitHub filters out filtered (`tagfilter`).
 */
export function githubHtml(markdown: string): string {
  const extensions = ['table', 'strikethrough', 'autolink', 'tagfilter', 'tasklist'];
  return execFileSync(CMARK, ['--unsafe', ...extensions.flatMap((e) => ['-e', e])], {
    input: markdown,
    encoding: 'utf8',
  });
}

/** A table as laid out: how wide its content is, and how wide the column lets it be. */
export interface MeasuredTable {
  /** Its header row's cells' text, to say which table it is. */
  head: string;
  scrollWidth: number;
  clientWidth: number;
}

export interface Rendered {
  /** The column's content width, in CSS pixels. */
  width: number;
  /** The page's height, in CSS pixels. */
  height: number;
  tables: MeasuredTable[];
  /** Tables wider than the column: they scroll sideways. */
  overflowing: MeasuredTable[];
  /** Header cells with no text. */
  emptyHeaders: number;
}

/** Flags of a headless Chromium that touches nothing outside its own fresh profile. */
const chromiumFlags = (profile: string) => [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  `--user-data-dir=${profile}`,
];

/** A picture shows the start of the page, as far down as this: what a reader sees first. */
const PICTURE_HEIGHT = 2400;

/** Padding of GitHub's comment and summary boxes around the markdown, each side. */
const PADDING = 16;

/**
 * Renders `markdown` in a column `width` CSS pixels wide (the box, its padding included), measures
 * every table and, with `png`, saves a picture of its start there.
 */
export function renderMarkdown(markdown: string, width: number, png?: string): Rendered {
  const dir = mkdtempSync(join(tmpdir(), 'render-'));
  try {
    const page = join(dir, 'page.html');
    // The measures are written into the page, which --dump-dom prints once it has loaded.
    const measure = `
      const body = document.querySelector('.markdown-body');
      const tables = [...body.querySelectorAll('table')].map((t) => ({
        head: [...t.querySelectorAll('th')].map((th) => th.textContent.trim()).join(' | '),
        scrollWidth: t.scrollWidth,
        clientWidth: t.clientWidth,
      }));
      const emptyHeaders = [...body.querySelectorAll('th')].filter((th) => !th.textContent.trim()).length;
      const width = body.clientWidth - ${2 * PADDING};
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      const json = JSON.stringify({ width, height, tables, emptyHeaders });
      document.getElementById('measures').textContent = btoa(String.fromCodePoint(...new TextEncoder().encode(json)));`;
    writeFileSync(
      page,
      `<!doctype html><html><head><meta charset="utf-8"><style>${GITHUB_CSS}</style>` +
        `<style>body{margin:0;background:#fff}.markdown-body{box-sizing:border-box;width:${width}px;padding:${PADDING}px}` +
        `#measures{display:none}</style></head><body><article class="markdown-body">${githubHtml(markdown)}</article>` +
        `<pre id="measures"></pre><script>${measure}</script></body></html>`,
    );
    const profile = join(dir, 'profile');
    const run = (args: string[]) =>
      execFileSync(chromium ?? CHROMIUM[0]!, [...chromiumFlags(profile), ...args], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
        timeout: 60_000,
        maxBuffer: 64 * 1024 * 1024,
      });
    const dom = run([`--window-size=${width},800`, '--dump-dom', `file://${page}`]);
    // Base64, so nothing in it is escaped in the DOM printed.
    const base64 = /<pre id="measures">([A-Za-z0-9+/=]*)<\/pre>/.exec(dom)?.[1] ?? '';
    const measured = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Omit<
      Rendered,
      'overflowing'
    >;
    if (png)
      run([
        `--window-size=${width},${Math.min(measured.height, PICTURE_HEIGHT)}`,
        `--screenshot=${png}`,
        `file://${page}`,
      ]);
    return {
      ...measured,
      overflowing: measured.tables.filter(
        (t) => t.scrollWidth > t.clientWidth || t.clientWidth > measured.width,
      ),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
