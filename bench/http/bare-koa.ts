// Baseline: a bare Koa hello-world, the ceiling of any Koa service on this machine.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { hello: 'world' };
});
app.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
