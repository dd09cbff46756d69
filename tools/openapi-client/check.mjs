#!/usr/bin/env node
/**
 * Checks that a typed client can be built on an OpenAPI document:
 *   node tools/openapi-client/check.mjs <document.json>
 * writes generated/schema.d.ts with openapi-typescript, then type-checks client.ts (openapi-fetch typed
 * with it) with this workspace's TypeScript 5. Exit code 1 and the messages on stderr when either fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const here = dirname(fileURLToPath(import.meta.url));
const [documentPath] = process.argv.slice(2);
if (!documentPath) {
  console.error('usage: node check.mjs <openapi.json>');
  process.exit(2);
}

const document = JSON.parse(readFileSync(documentPath, 'utf8'));
const ast = await openapiTS(document);
mkdirSync(join(here, 'generated'), { recursive: true });
writeFileSync(join(here, 'generated', 'schema.d.ts'), astToString(ast));

const configPath = join(here, 'tsconfig.json');
const config = ts.parseJsonConfigFileContent(
  ts.readConfigFile(configPath, ts.sys.readFile).config,
  ts.sys,
  here,
);
const program = ts.createProgram(config.fileNames, config.options);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) {
  const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => here, getNewLine: () => '\n' };
  console.error(ts.formatDiagnostics(diagnostics, host));
  process.exit(1);
}
console.log(`client.ts compiles against ${documentPath}`);
