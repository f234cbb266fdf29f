import { formatTime } from './format-time';

interface Props {
  currentTime: number;
  duration: number;
  disabled: boolean;
  onSeek: (seconds: number) => void;
}

/** Seekable progress: a native range input (keyboard arrows, Home/End) styled as a bar, with elapsed/total. */
export function ProgressBar({ currentTime, duration, disabled, onSeek }: Props) {
  const max = duration > 0 ? duration : 0;
  const percent = max > 0 ? Math.min(100, (currentTime / max) * 100) : 0;
  return (
    <div className="podcast-progress">
      <input
        type="range"
        className="podcast-seek"
        min={0}
        max={max || 1}
        step={1}
        value={Math.min(currentTime, max || 1)}
        disabled={disabled || max === 0}
        aria-label="Позиція відтворення"
        aria-valuetext={`${formatTime(currentTime)} з ${formatTime(duration)}`}
        style={{ ['--progress' as string]: `${percent}%` }}
        onChange={(e) => onSeek(Number(e.currentTarget.value))}
      />
      <div className="podcast-times">
        <span data-testid="podcast-elapsed">{formatTime(currentTime)}</span>
        <span data-testid="podcast-total">{formatTime(duration)}</span>
      </div>
    </div>
  );
}
