// The floor for the tracking read, started by bench/http.ts in a process of its own: a bare node:http
// server that answers GET /api/contact/track/{code} with the same lookup as the app (the same columns and
// the same join to the time held or booked, a prepared statement, one read per request) and the same JSON,
// and nothing else: no routing, hooks, validation, security headers or rate limit. On SQLite it reads the
// app's file; on PostgreSQL the app's schema, through a pool of the app's size.
// Usage: node bench/bare-lookup-server.mjs <sqlite file | postgres URL> <port>
import http from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';

const [where, port] = process.argv.slice(2);
const SQL =
  'select c.tracking_token, c.status, c.kind, c.best_time, c.service_interest, c.first_name, c.message, ' +
  'c.created_at, c.updated_at, a.appointment_date, a.start_time, a.end_time, a.status as booking_status ' +
  'from contact_requests as c left join appointments as a ' +
  "on a.contact_request_id = c.id and a.status in ('pending', 'confirmed') " +
  'where c.tracking_token = ';
const ORDER = ' order by a.id';

/** One lookup by code: its last row (the latest time held or booked, as the app keeps), or undefined. */
let lookup;
if (where.startsWith('postgres')) {
  const pool = new pg.Pool({ connectionString: where, max: 10 });
  lookup = async (code) => (await pool.query({ name: 'track', text: `${SQL}$1${ORDER}`, values: [code] })).rows.at(-1);
} else {
  const statement = new SQLite(where, { readonly: true, fileMustExist: true }).prepare(`${SQL}?${ORDER}`);
  lookup = async (code) => statement.all(code).at(-1);
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
            kind: row.kind,
            bestTime: row.best_time,
            serviceInterest: row.service_interest,
            firstName: row.first_name,
            message: row.message,
            createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
            updatedAt: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
            booking: row.booking_status
              ? { date: row.appointment_date, start: row.start_time, end: row.end_time, status: row.booking_status }
              : null,
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
