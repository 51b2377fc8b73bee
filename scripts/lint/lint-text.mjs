// Lints sources as if they stood at given paths, with the project's eslint.config.mjs, and prints the rule ids hit.
// stdin: [{ code, filePath }] (filePath relative to the project root); stdout: [[ruleId, ...], ...].
// Run in its own Node process by scripts/lint/boundaries.test.ts: Jest's VM cannot load the ESM config file.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root, ignore: false });

let input = '';
for await (const chunk of process.stdin) input += chunk;

const answers = [];
for (const { code, filePath } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  answers.push((result?.messages ?? []).map((m) => m.ruleId ?? m.message));
}
process.stdout.write(JSON.stringify(answers));
