import { connect } from 'node:net';

/**
 * Sends one HTTP/1.1 request exactly as written, request line included (an absolute-form target,
 * a `#`), which fetch and inject would normalise away. Answers the status code and headers.
 */
export function rawRequest(
  port: number,
  requestLine: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', rest = ''] = data.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1]), head, body: rest });
    });
    const lines = [
      requestLine,
      'Host: 127.0.0.1',
      'Connection: close',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    // Written, not ended: a half-closed socket may be dropped before a slow answer; the server
    // closes it after answering (Connection: close).
    socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
  });
}
