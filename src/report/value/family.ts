import { PLATFORM_FAMILIES } from '../../api/assumptions.ts';

/**
 * What a test's browser or device and its platform are from one run to the next, their versions
 * left out (ASSUMPTIONS.testFamilies in src/api/assumptions.ts): `chrome 126` and `chrome 127` are
 * the family `chrome`, `Windows 10` and `WIN11` the family `windows`. A test's key is made of these
 * (src/report/value/compact.ts), so a version that moves between two reports leaves it the same test.
 */

/** Families made per text, kept while few (a report's tests share a handful of browsers and platforms). */
const MAX_REMEMBERED = 4096;
const environments = new Map<string, string>();
const platforms = new Map<string, string>();

/**
 * The browser or device without its version: lower case, each word that starts with a digit (`126`,
 * `17.4.1`) or reads `latest` left out, and a version fixed to a word (`win11`, `s23`) cut off it.
 */
export function environmentFamily(text: string | undefined): string {
  return text ? remembered(environments, text, withoutVersions) : '';
}

/** The platform's family (`windows`, `macos`, `linux`, `ios`, `android`), else the platform without its version. */
export function platformFamily(text: string | undefined): string {
  return text ? remembered(platforms, text, familyOfPlatform) : '';
}

function remembered(made: Map<string, string>, text: string, make: (text: string) => string): string {
  let family = made.get(text);
  if (family === undefined) {
    if (made.size >= MAX_REMEMBERED) made.clear();
    family = make(text);
    made.set(text, family);
  }
  return family;
}

const VERSION_WORD = /^(?:v?\d.*|latest(?:-\d+)?)$/;
const FIXED_VERSION = /(?<=[a-z])\d[\w.-]*$/;

function withoutVersions(text: string): string {
  return text
    .toLowerCase()
    .split(/[\s,;/()]+/)
    .filter((word) => word && !VERSION_WORD.test(word))
    .map((word) => word.replace(FIXED_VERSION, ''))
    .join(' ');
}

function familyOfPlatform(text: string): string {
  const stripped = withoutVersions(text);
  for (const [family, pattern] of PLATFORM_FAMILIES) if (pattern.test(stripped)) return family;
  return stripped;
}

/** Browsers or devices, and platforms, kept as shown (versions included), and the longest text of each. */
export const MAX_VERSIONS = 32;
export const MAX_VERSION_CHARS = 100;

/** The browsers or devices, and the platforms, a report's tests ran on, as shown: versions included. */
export interface TestVersions {
  environments: readonly string[];
  platforms: readonly string[];
}

/** The first MAX_VERSIONS browsers or devices and platforms a report's tests name, each once. */
export class VersionsSeen {
  private readonly environments = new Set<string>();
  private readonly platforms = new Set<string>();

  add(entry: { environment?: string; platform?: string }): void {
    note(this.environments, entry.environment);
    note(this.platforms, entry.platform);
  }

  /** Another read's, after this one's. */
  join(other: TestVersions): void {
    for (const text of other.environments) note(this.environments, text);
    for (const text of other.platforms) note(this.platforms, text);
  }

  get versions(): TestVersions {
    return { environments: [...this.environments], platforms: [...this.platforms] };
  }
}

function note(seen: Set<string>, text: string | undefined): void {
  if (text && seen.size < MAX_VERSIONS) seen.add(text.slice(0, MAX_VERSION_CHARS));
}
