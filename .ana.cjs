const fs=require('fs'),zlib=require('zlib');const {SourceMapConsumer}=require('source-map');
const file=process.argv[2];const code=fs.readFileSync(file,'utf8');const map=JSON.parse(fs.readFileSync(file+'.map','utf8'));
const c=new SourceMapConsumer(map);const lines=code.split('\n');const per={};
let prev=null;
c.eachMapping(m=>{ if(prev){ const src=prev.source||'?'; if(prev.generatedLine===m.generatedLine){ const seg=lines[prev.generatedLine-1].slice(prev.generatedColumn,m.generatedColumn); per[src]=(per[src]||'')+seg;} } prev=m;});
const total=zlib.gzipSync(code,{level:9}).length;
const rows=Object.entries(per).map(([s,t])=>[s.replace(/.*node_modules\//,'nm/'),t.length,zlib.gzipSync(t,{level:9}).length]).sort((a,b)=>b[2]-a[2]);
console.log('total gzip',total);
const group={};for(const [s,raw,gz] of rows){const k=process.env.FLAT?s:(s.startsWith('nm/')?s.split('/').slice(1,s.split('/')[1].startsWith('@')?3:2).join('/'):s.split('/').slice(0,4).join('/'));group[k]=(group[k]||0)+gz;}
Object.entries(group).sort((a,b)=>b[1]-a[1]).slice(0,40).forEach(([k,v])=>console.log(String(v).padStart(7),k));
