// The floor for the tracking read, started by bench/http.ts in a process of its own: a bare node:http
// server that answers GET /api/contact/track/{code} with the same SQLite lookup as the app (the same
// columns, a prepared statement, one read per request) and the same JSON, and nothing else: no
// routing, hooks, validation, security headers or rate limit.
// Usage: node bench/bare-lookup-server.mjs <sqlite file> <port>
import http from 'node:http';
import SQLite from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const db = new SQLite(file, { readonly: true, fileMustExist: true });
const statement = db.prepare(
  'select tracking_token, status, service_interest, first_name, message, created_at, updated_at ' +
    'from contact_requests where tracking_token = ?',
);

http
  .createServer((req, res) => {
    const code = decodeURIComponent(req.url.slice(req.url.lastIndexOf('/') + 1));
    const row = statement.get(code);
    const body = JSON.stringify(
      row
        ? {
            trackingToken: row.tracking_token,
            status: row.status,
            serviceInterest: row.service_interest,
            firstName: row.first_name,
            message: row.message,
            createdAt: row.created_at,
            updatedAt: row.updated_at,
          }
        : { message: 'not found' },
    );
    res.writeHead(row ? 200 : 404, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('listening'));
