import { formatNumber } from '@law/ui';

interface Props {
  label: string;
  used: number;
  limit: number;
}

/** 'used / limit' with a bar; red once over the limit. */
export function LimitMeter({ label, used, limit }: Props) {
  const over = used > limit;
  const ratio = limit > 0 ? Math.min(used / limit, 1) : 1;
  return (
    <div className={`limit-meter${over ? ' limit-meter-over' : ''}`}>
      <div className="limit-meter-label">
        <span>{label}</span>
        <span className="limit-meter-value">
          {formatNumber(used)} / {formatNumber(limit)}
        </span>
      </div>
      <div className="limit-meter-track" role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={limit} aria-valuenow={used} aria-valuetext={`${formatNumber(used)} з ${formatNumber(limit)}`}>
        <div className="limit-meter-fill" style={{ width: `${ratio * 100}%` }} />
      </div>
      {over && <p className="limit-meter-note">Перевищено ліміт</p>}
    </div>
  );
}
