import mongoose, { Schema } from 'mongoose';
async function run(url: string, label: string) {
  const c = await mongoose.createConnection(url, { dbName: 'latprobe' }).asPromise();
  const M = c.model('L', new Schema({ _id: String, n: Number }, { versionKey: false }));
  await M.deleteMany({});
  await M.create({ _id: 'x', n: 0 });
  let t = performance.now();
  for (let i = 0; i < 200; i++) await M.updateOne({ _id: 'x' }, { $inc: { n: 1 } });
  const upd = (performance.now() - t) / 200;
  t = performance.now();
  for (let i = 0; i < 200; i++) await M.findById('x').lean();
  const rd = (performance.now() - t) / 200;
  t = performance.now();
  for (let i = 0; i < 200; i++) await M.create({ _id: 'i' + i, n: i });
  const ins = (performance.now() - t) / 200;
  console.log(label, 'update ms', upd.toFixed(2), 'read ms', rd.toFixed(2), 'insert ms', ins.toFixed(2));
  await c.dropDatabase();
  await c.close();
}
(async () => {
  await run('mongodb://127.0.0.1:27117/?directConnection=true', 'ferretdb');
  await run('mongodb://127.0.0.1:27017', 'gate    ');
})();
