// Finds Debian's Chromium for Playwright, installing it with apt when missing and running as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  );
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      'Chromium est introuvable. Installez-le puis relancez les tests :\n  sudo apt-get install -y chromium\n' +
        '(ou indiquez son chemin dans CHROMIUM_PATH).',
    );
    process.exit(1);
  }
  console.log('Chromium absent : installation du paquet Debian « chromium » (apt-get)…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync('/usr/bin/chromium')) {
    console.error("L'installation de Chromium a échoué.");
    process.exit(1);
  }
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(ensureChromium());
}
