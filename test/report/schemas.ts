// Validation of the report files against the published schemas (test/fixtures/schemas/README.md).
import { readFileSync } from 'node:fs';

import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';

const here = (name: string) => new URL(`../fixtures/schemas/${name}`, import.meta.url);

const ajv = new Ajv({ allErrors: true, strict: true });
addFormats.default(ajv);
const ctrfSchema = ajv.compile(JSON.parse(readFileSync(here('ctrf.schema.json'), 'utf8')));
const junitXsd = readFileSync(here('junit.xsd'), 'utf8');
/**
 * The Ant schema with what Surefire's adds that the files write: `flakyFailure`, and a test case's own
 * `system-out` (test/fixtures/schemas/README.md).
 */
const junitSurefireXsd = readFileSync(here('junit-surefire.xsd'), 'utf8');

/** Schema errors of a CTRF document, empty when it is valid. */
export function ctrfErrors(document: unknown): string[] {
  return ctrfSchema(document)
    ? []
    : (ctrfSchema.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** Schema errors of a JUnit XML file (libxml2's XSD validation, compiled to WebAssembly), empty when valid. */
export async function junitErrors(xml: string, schema: 'ant' | 'surefire' = 'ant'): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'report.junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: schema === 'ant' ? junitXsd : junitSurefireXsd }],
  });
  return result.errors.map((e) => e.message);
}

/** The part of xmlbuilder2's DOM read here (the project compiles without the DOM library). */
interface XmlElement {
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): Iterable<XmlElement> & ArrayLike<XmlElement>;
  textContent: string | null;
}

/** The JUnit file parsed (entities decoded): the suite's counts and properties, and each test case. */
export function parseJUnit(xml: string) {
  const root = create(xml).root().node as unknown as XmlElement;
  const suite = root.getElementsByTagName('testsuite')[0]!;
  const count = (name: string) => Number(suite.getAttribute(name));
  const cases = [...suite.getElementsByTagName('testcase')].map((c) => {
    const failure = c.getElementsByTagName('failure')[0];
    const error = c.getElementsByTagName('error')[0];
    const skipped = c.getElementsByTagName('skipped')[0];
    const flaky = c.getElementsByTagName('flakyFailure')[0];
    // The test case's own output, not a flaky failure's.
    const output = [...c.getElementsByTagName('system-out')].find(
      (o) => o !== flaky?.getElementsByTagName('system-out')[0],
    );
    return {
      name: c.getAttribute('name'),
      classname: c.getAttribute('classname'),
      time: Number(c.getAttribute('time')),
      // As CI tools read it: an error is not passed, a skipped test is left out.
      outcome: failure ? 'failed' : error ? 'error' : skipped ? 'skipped' : 'passed',
      failureMessage: failure?.getAttribute('message') ?? undefined,
      failureText: failure?.textContent ?? '',
      errorMessage: error?.getAttribute('message') ?? undefined,
      errorText: error?.textContent ?? '',
      skippedMessage: skipped?.getAttribute('message') ?? undefined,
      skippedText: skipped?.textContent ?? '',
      systemOut: output?.textContent ?? undefined,
      flakyMessage: flaky?.getAttribute('message') ?? undefined,
    };
  });
  return {
    counts: {
      total: count('tests'),
      failures: count('failures'),
      errors: count('errors'),
      skipped: count('skipped'),
    },
    time: Number(suite.getAttribute('time')),
    properties: Object.fromEntries(
      [...suite.getElementsByTagName('property')].map((p) => [
        p.getAttribute('name'),
        p.getAttribute('value'),
      ]),
    ),
    cases,
  };
}
