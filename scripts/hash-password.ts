// npm run admin:hash-password — reads the admin password on stdin (hidden when typed in a terminal) and prints
// the scrypt hash to put in ADMIN_PASSWORD_HASH. Piped use: `printf '%s' 'secret' | npm run -s admin:hash-password`.
import { hashPassword } from '../lib/auth/password';
import { passwordWeakness } from '../lib/auth/password-policy';

function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          stdin.setRawMode(false);
          stdin.pause();
          stdin.off('data', onData);
          process.stderr.write('\n');
          resolve(value);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('Interrompu.'));
          return;
        }
        if (char === '\u007f' || char === '\b') value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  // A trailing newline from `echo` is not part of the password.
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function main(): Promise<void> {
  const password = process.stdin.isTTY
    ? await readHidden('Mot de passe administrateur (saisie masquée) : ')
    : await readPiped();
  const weakness = passwordWeakness(password);
  if (weakness) {
    process.stderr.write(`${weakness}\n`);
    process.exit(1);
  }
  process.stdout.write(`${hashPassword(password)}\n`);
  process.stderr.write('À placer dans ADMIN_PASSWORD_HASH (variable d’environnement du serveur).\n');
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
