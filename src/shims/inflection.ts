/**
 * inflection as react-admin uses it: default labels when the catalogue has none. ra-core humanizes a field's
 * source (`transform(source, ['underscore', 'humanize'])`) and a resource's name (`humanize(inflect(name, n))`),
 * and its buttons capitalize, singularize or pluralize a resource's name. The library is CommonJS, so it came whole
 * into every signed-in page (about 3.5 KB gzip), mostly its tables of irregular English words. Here underscore,
 * humanize and capitalize are the library's own rules; singularize and pluralize know the regular English endings,
 * which the portal's resource names follow (inflection.spec.ts checks every one against the library).
 * vite.config.ts resolves `inflection` to this module. Any other function of the library fails loudly here.
 */
const uppercase = /([A-Z])/g;
const idSuffix = /(_ids|_id)$/g;

export function underscore(str: string, allUpperCase?: boolean): string {
  if (allUpperCase && str === str.toUpperCase()) return str;
  return str
    .split('::')
    .map((part) => part.replace(uppercase, '_$1').replace(/^_/, ''))
    .join('/')
    .toLowerCase();
}

export function capitalize(str: string): string {
  const lower = str.toLowerCase();
  return lower.substring(0, 1).toUpperCase() + lower.substring(1);
}

export function humanize(str: string, lowFirstLetter?: boolean): string {
  const words = str.toLowerCase().replace(idSuffix, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
}

/** The first rule whose pattern matches the word gives its ending (regular English nouns). */
function applyRules(str: string, rules: readonly (readonly [RegExp, string])[]): string {
  const rule = rules.find(([pattern]) => pattern.test(str));
  return rule ? str.replace(rule[0], rule[1]) : str;
}

const PLURAL = [
  [/s$/i, 's'],
  [/([^aeiouy]|qu)y$/i, '$1ies'],
  [/(x|ch|sh|z)$/i, '$1es'],
  [/$/, 's'],
] as const;
const SINGULAR = [
  [/ss$/i, 'ss'],
  [/([^aeiouy]|qu)ies$/i, '$1y'],
  [/(x|ch|sh|zz)es$/i, '$1'],
  [/s$/i, ''],
] as const;

export function pluralize(str: string, plural?: string): string {
  return plural ?? applyRules(str, PLURAL);
}

export function singularize(str: string, singular?: string): string {
  return singular ?? applyRules(str, SINGULAR);
}

export function inflect(str: string, count: number, singular?: string, plural?: string): string {
  if (isNaN(count)) return str;
  return count === 1 ? singularize(str, singular) : pluralize(str, plural);
}

const TRANSFORMS: Record<string, (str: string) => string> = {
  underscore: (s) => underscore(s),
  humanize: (s) => humanize(s),
  capitalize,
  pluralize: (s) => pluralize(s),
  singularize: (s) => singularize(s),
};

export function transform(str: string, steps: string[]): string {
  return steps.reduce((s, step) => {
    const fn = TRANSFORMS[step];
    if (!fn) throw new Error(`inflection.${step} is not in the shim: remove the inflection alias in vite.config.ts.`);
    return fn(s);
  }, str);
}
