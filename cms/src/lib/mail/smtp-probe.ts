// Whether the SMTP server answers: a connection and its greeting ("220 …"), then QUIT. No mail,
// no sign-in; the readiness check (GET /api/ready) bounds how long it may take.

import net from 'net';
import tls from 'tls';

export const probeSmtp = ({ host, port, secure }: { host: string; port: number; secure: boolean }) =>
  new Promise<void>((resolve, reject) => {
    const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    let greeting = '';
    const finish = (error?: Error) => {
      socket.removeAllListeners('data');
      socket.destroy();
      if (error) reject(error);
      else resolve();
    };
    socket.setEncoding('utf8');
    socket.on('error', (error) => finish(error));
    socket.on('data', (chunk: string) => {
      greeting += chunk;
      if (!greeting.includes('\n')) return;
      if (greeting.startsWith('220')) {
        socket.write('QUIT\r\n');
        finish();
      } else {
        finish(Object.assign(new Error(`SMTP greeting: ${greeting.slice(0, 3)}`), { code: 'SMTP_GREETING' }));
      }
    });
  });
