import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDataMethods, useEngine } from '../../../../engine/ui';
import { ListView, type ListQuery, type ListRowData } from '../../../../engine/list';
import type { ListModel, RowAction } from '../../../../engine/core';
import { ADMIN_DEV_RULES } from '../../../../product/adminDevRules';
import { devPagesMethods } from '../../data/devPagesApi';
import { DevPageGate, DevPager } from '../../components/DevPageGate';
import { explorerModel, JSON_ACTION } from '../../logic/explorerModel';
import '../../admin.css';
import '../../adminDev.css';

type Load<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; value: T };
const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/**
 * /dashboard/explorer (DEV_ONLY, document 4 section 2.7): pick any list model and browse its
 * records through the engine (the model from GET /models, the rows from POST /list/{model}, paged
 * on the server), in the engine's own list component; "Show JSON" opens a record as JSON.
 */
const ExplorerScreen = observer(function ExplorerScreen() {
  const { t } = useTranslation('admin');
  const { data, session } = useEngine();
  const api = useDataMethods(devPagesMethods);
  const [names, setNames] = useState<Load<string[]>>({ status: 'loading' });
  const [name, setName] = useState('');
  const [model, setModel] = useState<Load<ListModel> | null>(null);
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState<Pick<ListQuery, 'filters' | 'sort'>>({ filters: [], sort: null });
  const [rows, setRows] = useState<Load<{ rows: ListRowData[]; total: number }>>({ status: 'loading' });
  const [record, setRecord] = useState<ListRowData | null>(null);

  useEffect(() => {
    api.models().then(
      (answer) => setNames({ status: 'done', value: answer.models.filter((m) => m.modelClass === 'ListModel').map((m) => m.name).sort() }),
      (err: unknown) => setNames({ status: 'failed', message: message(err) }),
    );
  }, [api]);

  useEffect(() => {
    if (!name) return;
    let cancelled = false;
    setModel({ status: 'loading' });
    data.getModel('ListModel', name).then(
      (m) => { if (!cancelled) setModel({ status: 'done', value: explorerModel(m as ListModel) }); },
      (err: unknown) => { if (!cancelled) setModel({ status: 'failed', message: message(err) }); },
    );
    return () => { cancelled = true; };
  }, [data, name]);

  const list = model?.status === 'done' ? model.value : null;
  useEffect(() => {
    if (!list) return;
    let cancelled = false;
    setRows((r) => (r.status === 'done' ? r : { status: 'loading' }));
    data.getList(list.name, { page, pageSize: ADMIN_DEV_RULES.explorerPageSize, filterQuery: query.filters, sort: query.sort, useCache: false }).then(
      (answer) => { if (!cancelled) setRows({ status: 'done', value: { rows: answer.rows, total: answer.total } }); },
      (err: unknown) => { if (!cancelled) setRows({ status: 'failed', message: message(err) }); },
    );
    return () => { cancelled = true; };
  }, [data, list, page, query]);

  const choose = (next: string): void => {
    setName(next);
    setPage(1);
    setQuery({ filters: [], sort: null });
    setRows({ status: 'loading' });
    setRecord(null);
  };
  const onRowAction = (action: RowAction, row: ListRowData): void => {
    if (action.id === JSON_ACTION.id) setRecord(row);
  };
  const source = useMemo(() => (list ? (list.source.kind === 'entity' ? list.source.entity : list.source.dataset) : ''), [list]);

  return (
    <DevPageGate title={t('dev.explorer.title')} lead={t('dev.explorer.lead')} testId="dev-explorer">
      {names.status === 'failed' && <p role="alert" className="message message--error">{t('dev.failed', { message: names.message })}</p>}
      {names.status === 'done' && names.value.length === 0 && <p>{t('dev.explorer.noModels')}</p>}
      {names.status === 'done' && names.value.length > 0 && (
        <div className="admin-actions">
          <label>
            {t('dev.explorer.model')}
            <select value={name} onChange={(e) => choose(e.target.value)}>
              <option value="">{t('dev.explorer.choose')}</option>
              {names.value.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </label>
          {list && <span className="muted" data-testid="explorer-source">{t('dev.explorer.source', { source: `${list.source.kind} ${source}` })}</span>}
        </div>
      )}
      {model?.status === 'failed' && <p role="alert" className="message message--error">{t('dev.failed', { message: model.message })}</p>}
      {list && (
        <>
          <ListView
            model={list}
            rows={rows.status === 'done' ? rows.value.rows : []}
            modules={session.modules}
            language={session.language}
            loading={rows.status === 'loading'}
            error={rows.status === 'failed' ? t('dev.failed', { message: rows.message }) : null}
            rowProcessing="server"
            onQueryChange={(filters, sort) => { setPage(1); setQuery({ filters, sort }); }}
            onRowAction={onRowAction}
            rowId={(r) => String(r.id ?? JSON.stringify(r))}
            height={420}
          />
          {rows.status === 'done' && <DevPager page={page} pageSize={ADMIN_DEV_RULES.explorerPageSize} total={rows.value.total} onPage={setPage} />}
        </>
      )}
      {record && (
        <section className="admin-card" aria-labelledby="explorer-record">
          <h2 id="explorer-record">{t('dev.explorer.record')}</h2>
          <pre className="admin-json" data-testid="explorer-json">{JSON.stringify(record, null, 2)}</pre>
          <button type="button" className="button" onClick={() => setRecord(null)}>{t('dev.explorer.closeRecord')}</button>
        </section>
      )}
    </DevPageGate>
  );
});

export default ExplorerScreen;
