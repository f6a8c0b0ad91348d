import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DateInput } from '../../../src/components/form/DateInput';
import { i18nProvider } from '../../../src/i18n/i18nProvider';

function Form({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <AdminContext i18nProvider={i18nProvider}>
      <DateInput id="d" label="Alkaen" value={value} onChange={setValue} error={error} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('2020-02-03')}>Toinen</button>
    </AdminContext>
  );
}

const input = () => screen.getByLabelText('Alkaen') as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('DateInput', () => {
  it('shows the stored day in the Finnish form with a hint of the format', () => {
    render(<Form initial="2026-05-01" />);
    expect(input().value).toBe('01.05.2026');
    expect(input().placeholder).toBe('pp.kk.vvvv');
    expect(screen.getByText('Päivämäärä muodossa pp.kk.vvvv, esim. 1.5.2026')).toBeTruthy();
  });

  it('hands the form yyyy-MM-dd once the typed text is a real day, and tidies it on leaving', () => {
    render(<Form initial="" />);
    fireEvent.change(input(), { target: { value: '1.5.20' } });
    expect(value()).toBe('1.5.20');
    fireEvent.change(input(), { target: { value: '1.5.2026' } });
    expect(value()).toBe('2026-05-01');
    expect(input().value).toBe('1.5.2026');
    fireEvent.blur(input());
    expect(input().value).toBe('01.05.2026');
    fireEvent.change(input(), { target: { value: '31.2.2026' } });
    expect(value()).toBe('31.2.2026');
  });

  it('follows a value set from outside, and shows an error instead of the hint', () => {
    render(<Form initial="2026-05-01" error="Anna alkupäivä muodossa pp.kk.vvvv." />);
    fireEvent.click(screen.getByRole('button', { name: 'Toinen' }));
    expect(input().value).toBe('03.02.2020');
    expect(screen.getByText('Anna alkupäivä muodossa pp.kk.vvvv.')).toBeTruthy();
    expect(screen.queryByText('Päivämäärä muodossa pp.kk.vvvv, esim. 1.5.2026')).toBeNull();
  });
});
