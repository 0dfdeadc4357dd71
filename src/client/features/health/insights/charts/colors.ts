/** One colour per kind of data, the same on every insights chart and in the dashboard's trend. */
export const COLORS = {
  mood: '#8b5cf6',
  energy: '#f59e0b',
  symptom: '#e11d48',
  calories: '#10b981',
  protein: '#0ea5e9',
  carbs: '#f59e0b',
  fat: '#a855f7',
  supplement: '#14b8a6',
  sleep: '#6366f1',
  sleepQuality: '#f472b6',
} as const;

/** Axis, grid and tooltip styles that follow the light and dark themes. */
export const AXIS = { tick: { fontSize: 12 }, stroke: 'var(--color-muted-foreground)' } as const;
export const GRID = { strokeDasharray: '3 3', vertical: false, stroke: 'var(--color-border)' } as const;
export const TOOLTIP = {
  contentStyle: {
    background: 'var(--color-card)',
    border: '1px solid var(--color-border)',
    borderRadius: 12,
    color: 'var(--color-foreground)',
  },
} as const;
