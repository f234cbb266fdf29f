import { useEffect, useId, useState } from 'react';
import { CASE_AREAS, CASE_AREA_IDS, CASE_CARD_LABELS as L, CASE_CARD_LIMITS, CASE_CARD_MESSAGES as M, CASE_PARTY_ROLES, emptyCaseCard, type CaseCard } from '@law/contracts';
import { serverError } from '@law/ui';
import { updateCaseCard } from '../api/update-case-card';
import { fromDraft, toDraft, type CaseCardDraft } from '../lib/case-card-draft';
import { DetailList } from './detail-list';

interface Props {
  chatId: number;
  card: CaseCard | null;
  onSaved: (card: CaseCard) => void;
}


function CardView({ card }: { card: CaseCard }) {
  const dash = (v: string | null) => v ?? M.unknown;
  const when = card.when ? `${card.when.text}${card.when.from ? ` (${card.when.from}${card.when.to && card.when.to !== card.when.from ? ` — ${card.when.to}` : ''})` : ''}` : null;
  return (
    <DetailList
      items={[
        { label: L.area, value: card.area ? CASE_AREAS[card.area] : M.unknown },
        { label: L.document, value: dash(card.document) },
        ...(card.secondary_document ? [{ label: L.secondary_document, value: card.secondary_document }] : []),
        { label: L.city, value: dash(card.city) },
        { label: L.region, value: dash(card.region) },
        { label: L.when, value: dash(when) },
        { label: L.outcome, value: dash(card.outcome) },
        { label: L.parties, value: card.parties.length ? card.parties.map((p) => `${p.label} (${CASE_PARTY_ROLES[p.role]})`).join('; ') : M.unknown },
        { label: L.children_count, value: card.facts.children_count === null ? M.unknown : String(card.facts.children_count) },
        ...(card.facts.amounts.length ? [{ label: L.amounts, value: card.facts.amounts.map((a) => `${a.value.toLocaleString('uk-UA')} ${a.currency} — ${a.label}`).join('; ') }] : []),
        ...(card.facts.deadlines.length ? [{ label: L.deadlines, value: card.facts.deadlines.map((d) => `${d.what}: ${d.date ?? M.unknown}`).join('; ') }] : []),
        ...(card.questions.length ? [{ label: L.questions, value: card.questions.join(' · ') }] : []),
        { label: L.summary, value: dash(card.summary) },
      ]}
    />
  );
}

const TEXT_FIELDS: ReadonlyArray<[keyof CaseCardDraft, string, number]> = [
  ['document', L.document, 2000], ['secondary_document', L.secondary_document, 2000], ['city', L.city, CASE_CARD_LIMITS.shortText],
  ['region', L.region, CASE_CARD_LIMITS.shortText], ['when_text', L.when, CASE_CARD_LIMITS.shortText], ['when_from', L.when_from, 10],
  ['when_to', L.when_to, 10], ['children_count', L.children_count, 2],
];

/** The intake's case card on the chat detail: read, or edited by staff (saved whole, audited by the server). */
export function CaseCardPanel({ chatId, card, onSaved }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<CaseCardDraft | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState(false);
  useEffect(() => setDraft(null), [chatId]);

  const set = (k: keyof CaseCardDraft, v: string) => setDraft((d) => (d ? { ...d, [k]: v } : d));
  const submit = async () => {
    if (!draft) return;
    const built = fromDraft(card ?? emptyCaseCard(), draft);
    if ('error' in built) return setError(built.error);
    setSaving(true);
    setError(null);
    try {
      onSaved(await updateCaseCard(chatId, built.card));
      setDraft(null);
      setJustSaved(true);
    } catch (e) {
      setError(serverError(e) ?? M.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card ac-card" aria-labelledby={`${id}-title`} data-testid="case-card">
      <h2 id={`${id}-title`} className="ac-card-title">{M.title}</h2>
      {!draft && (card ? <CardView card={card} /> : <p className="muted">{M.empty}</p>)}
      {draft && (
        <form className="ac-case-form" onSubmit={(e) => (e.preventDefault(), void submit())}>
          <label className="ac-field">
            <span>{L.area}</span>
            <select value={draft.area} onChange={(e) => set('area', e.target.value)} disabled={saving}>
              <option value="">{L.noArea}</option>
              {CASE_AREA_IDS.map((a) => (
                <option key={a} value={a}>{CASE_AREAS[a]}</option>
              ))}
            </select>
          </label>
          {TEXT_FIELDS.map(([k, label, max]) => (
            <label key={k} className="ac-field">
              <span>{label}</span>
              <input className="input" value={draft[k]} maxLength={max} disabled={saving} onChange={(e) => set(k, e.target.value)} />
            </label>
          ))}
          <label className="ac-field">
            <span>{L.outcome}</span>
            <textarea className="card-textarea" rows={2} value={draft.outcome} maxLength={CASE_CARD_LIMITS.outcome} disabled={saving} onChange={(e) => set('outcome', e.target.value)} />
          </label>
          <label className="ac-field">
            <span>{L.summary}</span>
            <textarea className="card-textarea" rows={4} value={draft.summary} maxLength={CASE_CARD_LIMITS.summary} disabled={saving} onChange={(e) => set('summary', e.target.value)} />
          </label>
          {error && <p className="form-error" role="alert">{error}</p>}
          <div className="card-actions">
            <button type="button" className="btn btn-ghost btn-small" onClick={() => (setDraft(null), setError(null))} disabled={saving}>{M.cancel}</button>
            <button type="submit" className="btn btn-primary btn-small" disabled={saving}>{saving ? M.saving : M.save}</button>
          </div>
        </form>
      )}
      {!draft && (
        <div className="card-actions">
          {justSaved && <span className="card-saved" role="status">{M.saved}</span>}
          <button type="button" className="btn btn-ghost btn-small" onClick={() => (setDraft(toDraft(card ?? emptyCaseCard())), setJustSaved(false))}>
            {card ? M.edit : M.fill}
          </button>
        </div>
      )}
    </section>
  );
}
