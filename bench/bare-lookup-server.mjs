// The floor for the tracking read, started by bench/http.ts in a process of its own: a bare node:http
// server that answers GET /api/contact/track/{code} with the same lookup as the app (the same columns,
// a prepared statement, one read per request) and the same JSON, and nothing else: no routing, hooks,
// validation, security headers or rate limit. On SQLite it reads the app's file; on PostgreSQL the
// app's schema, through a pool of the app's size.
// Usage: node bench/bare-lookup-server.mjs <sqlite file | postgres URL> <port>
import http from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const [where, port] = process.argv.slice(2);
const SQL =
  'select tracking_token, status, service_interest, first_name, message, created_at, updated_at ' +
  'from contact_requests where tracking_token = ';

/** One lookup by code: the row or undefined. */
let lookup;
if (where.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: where, max: 10 });
  lookup = async (code) => (await pool.query({ name: 'track', text: `${SQL}$1`, values: [code] })).rows[0];
} else {
  const statement = new SQLite(where, { readonly: true, fileMustExist: true }).prepare(`${SQL}?`);
  lookup = async (code) => statement.get(code);
}

http
  .createServer(async (req, res) => {
    const code = decodeURIComponent(req.url.slice(req.url.lastIndexOf('/') + 1));
    const row = await lookup(code);
    const body = JSON.stringify(
      row
        ? {
            trackingToken: row.tracking_token,
            status: row.status,
            serviceInterest: row.service_interest,
            firstName: row.first_name,
            message: row.message,
            createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
            updatedAt: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
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
