/** Form values kept in one object so that nothing typed is lost when a request fails. */
import { useCallback, useState } from 'react';

export function useFormValues<T extends object>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const setField = useCallback((name: string, value: T[keyof T]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  return { values, setField, setValues };
}
