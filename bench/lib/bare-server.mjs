// The reference for the throughput budget: a bare Fastify 5 server with one route returning a small
// JSON object. Same process model as the real server (its own Node process), logger off.
//   PORT=<port> node bench/lib/bare-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: { code: 0, message: 'OK' }, data: { balance: '0.00' } }));

const close = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log(`bare fastify listening on ${process.env.PORT}`);
