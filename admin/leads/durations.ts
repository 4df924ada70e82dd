/** Business minutes as the dashboard says them: "45 min", "3 h 20 min", "2 h". */
export function formatBusinessMinutes(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours.toLocaleString('en-US')} h ${rest} min` : `${hours.toLocaleString('en-US')} h`;
}
