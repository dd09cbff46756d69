// Every locales/en/<area>.json has a locales/de/<area>.json twin with exactly the same keys; the server's
// message catalog (packages/contracts/src/messages/<language>.ts) has the same keys in every language, and
// each text the same parameters.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

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
const catalogRoot = new URL('../packages/contracts/src/messages/', import.meta.url).pathname;
const catalogLanguages = ['en', 'de'];
/** A catalog file's texts: the TypeScript module bundled on the fly (node runs no TypeScript itself). */
async function readCatalog(lang) {
  const [output] = buildSync({
    entryPoints: [join(catalogRoot, `${lang}.ts`)],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
  }).outputFiles;
  const module = await import(`data:text/javascript;base64,${Buffer.from(output.text).toString('base64')}`);
  return module[lang];
}
const parameters = (text) => [...text.matchAll(/\{(\w+)(?:, \w+)?\}/g)].map((match) => match[1]).sort();
const catalogs = await Promise.all(catalogLanguages.map(readCatalog));
for (const [i, lang] of catalogLanguages.entries()) {
  for (const [j, other] of catalogLanguages.entries()) {
    if (i === j) continue;
    for (const [key, text] of Object.entries(catalogs[i])) {
      const twin = catalogs[j][key];
      if (twin === undefined) {
        console.error(`server messages: ${other} lacks "${key}" (present in ${lang})`);
        problems++;
      } else if (i < j && parameters(text).join() !== parameters(twin).join()) {
        console.error(
          `server messages: "${key}" has parameters {${parameters(text)}} in ${lang}, {${parameters(twin)}} in ${other}`,
        );
        problems++;
      }
    }
  }
}

const count = [...files].length;
if (problems) {
  console.error(`locale parity: ${problems} problem(s)`);
  process.exit(1);
}
console.log(
  `locale parity: ${count} file(s) per language, ${languages.join(' and ')} match; ` +
    `server messages: ${Object.keys(catalogs[0]).length} keys, ${catalogLanguages.join(' and ')} match`,
);
