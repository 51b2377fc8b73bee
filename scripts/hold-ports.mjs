// Runs a command while this process holds TCP ports, to check that the test suite shares the machine:
//   node scripts/hold-ports.mjs 3000 12111 -- npm test
// A port something else already holds counts as held. Exits with the command's status.
import { spawn } from 'node:child_process';
import net from 'node:net';

const sep = process.argv.indexOf('--');
if (sep < 0 || sep === process.argv.length - 1) {
  console.error('usage: node scripts/hold-ports.mjs <port…> -- <command…>');
  process.exit(2);
}
const ports = process.argv.slice(2, sep).map(Number);
const [cmd, ...args] = process.argv.slice(sep + 1);

const servers = [];
for (const port of ports) {
  await new Promise((resolve) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', () => {
      console.error(`hold-ports: ${port} déjà occupé par un autre programme`);
      resolve();
    });
    server.listen({ port, host: '::', ipv6Only: false }, () => {
      servers.push(server);
      console.error(`hold-ports: ${port} occupé pendant « ${cmd} ${args.join(' ')} »`);
      resolve();
    });
  });
}
const child = spawn(cmd, args, { stdio: 'inherit' });
child.on('exit', (code, signal) => {
  for (const s of servers) s.close();
  process.exit(code ?? (signal ? 1 : 0));
});
