// Every locales/en/<area>.json has a locales/de/<area>.json twin with exactly the same keys.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../apps/web/src/locales/', import.meta.url).pathname;
const keys = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
const read = (lang, file) => JSON.parse(readFileSync(join(root, lang, file), 'utf8'));

const languages = readdirSync(root);
const files = new Set(languages.flatMap((lang) => readdirSync(join(root, lang))));
let problems = 0;
for (const file of files) {
  const sets = languages.map((lang) => {
    try {
      return new Set(keys(read(lang, file)));
    } catch (error) {
      console.error(`${lang}/${file}: ${error.message}`);
      problems++;
      return new Set();
    }
  });
  for (const [i, lang] of languages.entries()) {
    for (const [j, other] of languages.entries()) {
      if (i === j) continue;
      const missing = [...sets[i]].filter((key) => !sets[j].has(key));
      for (const key of missing) console.error(`${other}/${file} lacks "${key}" (present in ${lang})`);
      problems += missing.length;
    }
  }
}
const count = [...files].length;
if (problems) {
  console.error(`locale parity: ${problems} problem(s)`);
  process.exit(1);
}
console.log(`locale parity: ${count} file(s) per language, ${languages.join(' and ')} match`);
