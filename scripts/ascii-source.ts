import ts from 'typescript';

/** A character outside ASCII, with the backslashes just before it (one of them may escape it). */
const NON_ASCII = /(\\*)([\u{80}-\u{10ffff}])/gu;

/**
 * JavaScript source with every character outside ASCII written as its `\u` escape, meaning the same:
 * in a string, a template literal, a regular expression or a name the escape is the character, in a
 * comment it is only text. Node holds a module's source as long as the module lives, in two bytes a
 * character as soon as one character is beyond Latin-1 (a `’` in a comment will do): the bundle's
 * chunks, each over a megabyte, then take twice the memory they need in every step that loads them.
 *
 * Refused rather than changed in meaning: a line or paragraph separator (U+2028, U+2029), which ends
 * a comment where its escape would not, and such a character in a tagged template, whose tag reads
 * the raw text. A character outside ASCII between tokens (a no-break space) leaves an escape there
 * that no longer parses: the build checks every chunk it rewrote (`node --check`).
 */
export function asciiSource(source: string, name: string): string {
  if (!/[\u0080-\uffff]/.test(source)) return source;
  const separator = /[\u2028\u2029]/.exec(source);
  if (separator)
    throw new Error(
      `${name}: U+${separator[0].charCodeAt(0).toString(16).toUpperCase()} at ${separator.index}`,
    );
  const tagged = taggedTemplateOutsideAscii(source, name);
  if (tagged) throw new Error(`${name}: a tagged template holds a character outside ASCII: ${tagged}`);
  return source.replace(NON_ASCII, (_, slashes: string, char: string) => {
    // `\’` (an escaped character, as a regular expression may write it) becomes its escape alone.
    const kept = slashes.length % 2 ? slashes.slice(1) : slashes;
    let escaped = '';
    for (let i = 0; i < char.length; i++) escaped += `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`;
    return kept + escaped;
  });
}

/** The start of the first tagged template with a character outside ASCII, if there is one. */
function taggedTemplateOutsideAscii(source: string, name: string): string | undefined {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  let found: string | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isTaggedTemplateExpression(node)) {
      const { template } = node;
      // The template's own text: what its substitutions hold reaches the tag as values.
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      if (parts.some((part) => /[\u0080-\uffff]/.test(part.getText(file))))
        found = node.getText(file).slice(0, 80);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
