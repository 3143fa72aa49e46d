import { useEffect, useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { MINUTE_MS } from '@chairside/shared/format/durations';
import { countdownText } from '../booking-time';

// A hold's last minute is announced, so nobody is surprised by its end.
const HOLD_WARNING_MS = MINUTE_MS;

type HoldCountdownProps = { expiresAt: string; releasing: boolean; onRelease(): void; onLapse(): void };

// "Held for you for 4:59", ticking each second; at 0:00 the hold has lapsed and the page says so.
export function HoldCountdown({ expiresAt, releasing, onRelease, onLapse }: HoldCountdownProps) {
  const deadline = Date.parse(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const lapsed = useRef(false);
  const onLapseRef = useRef(onLapse);
  useEffect(() => {
    onLapseRef.current = onLapse;
  });
  useEffect(() => {
    lapsed.current = false;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);
  useEffect(() => {
    if (now >= deadline && !lapsed.current) {
      lapsed.current = true;
      onLapseRef.current();
    }
  }, [now, deadline]);
  // The last minute is announced once (politely); the live region is there from the start so it is heard.
  const ending = now < deadline && deadline - now <= HOLD_WARNING_MS;
  return (
    <div className="booking-hold">
      <p role="timer" aria-label="Time left on your hold" className="booking-hold-timer">
        Held for you for {countdownText(deadline - now)}
      </p>
      <Button icon="unlock" text="Release" loading={releasing} onClick={onRelease} />
      <p role="status" className={ending ? 'booking-hold-warning' : 'booking-hold-warning-idle'}>
        {ending ? 'Less than a minute left: confirm your booking now, or the time is freed for others.' : ''}
      </p>
    </div>
  );
}
