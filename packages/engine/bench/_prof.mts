import { verifyCsvFile } from '/work/main/packages/engine/src/verify-csv-file';
const r = await verifyCsvFile('/tmp/scratch/leads10.csv', '/tmp/scratch/out10.csv', { offline: true });
console.log(JSON.stringify(r.timing), r.duplicates);
