import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCell, type ReportChart as Chart } from '../report-views';

// The chart is a picture for the eye: one image with a summary as its name; the table beside it carries
// every figure for a screen reader and the keyboard.
export function ReportChart({ chart, summary }: { chart: Chart; summary: string }) {
  const tick = (value: number) =>
    chart.valueKind === 'money' ? formatCell(value, 'money').replace(/\.00$/, '') : formatCell(value, chart.valueKind);
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="x" tick={{ fontSize: 12 }} minTickGap={16} />
      <YAxis tickFormatter={tick} tick={{ fontSize: 12 }} width={72} />
      <Tooltip formatter={(value) => formatCell(Number(value), chart.valueKind)} />
    </>
  );
  return (
    <div className="report-chart" role="img" aria-label={summary}>
      <ResponsiveContainer width="100%" height={260}>
        {chart.kind === 'bar' ? (
          <BarChart data={chart.points} accessibilityLayer={false}>
            {axes}
            <Bar dataKey="y" name={chart.label} fill="#2d72d2" isAnimationActive={false} />
          </BarChart>
        ) : (
          <LineChart data={chart.points} accessibilityLayer={false}>
            {axes}
            <Line dataKey="y" name={chart.label} stroke="#2d72d2" dot={false} isAnimationActive={false} />
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
