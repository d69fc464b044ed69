import json,sys
d=json.load(open('/tmp/trace.json'))
ev=d['traceEvents'] if isinstance(d,dict) else d
threads={}
for e in ev:
    if e.get('ph')=='M' and e.get('name')=='thread_name': threads[(e['pid'],e['tid'])]=e['args']['name']
ev=[e for e in ev if 'ts' in e]
ev.sort(key=lambda e:e['ts'])
inputs=[e for e in ev if e.get('name')=='EventDispatch' and e.get('args',{}).get('data',{}).get('type')==sys.argv[1]]
for inp in inputs[1:3]:
    T=inp['ts']
    print('---- input at',T,'dur',inp.get('dur'))
    for e in ev:
        if T-2000<=e['ts']<=T+40000 and e.get('ph')=='X' and e.get('dur',0)>=300:
            print('%7.1f %6.1f %-22s %s'%((e['ts']-T)/1000, e['dur']/1000, threads.get((e['pid'],e['tid']),'?')[:22], e['name'][:70]))
        if T-2000<=e['ts']<=T+40000 and e.get('name')=='PipelineReporter':
            print('%7.1f   %s PipelineReporter %s'%((e['ts']-T)/1000, e['ph'], e.get('args',{}).get('frame_reporter',{}).get('state','')))
