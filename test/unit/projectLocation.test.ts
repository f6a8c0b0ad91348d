import { describe, expect, it } from 'vitest';
import {
  checkCharacter,
  checkProjectLocation,
  compactPropertyCode,
  coordinatesInFinland,
  initialProjectPage,
  isBuildingCode,
  LOCATION_MESSAGES,
  projectPageReducer,
} from '../../src/domain/projectLocation';

const place = { zipcode: '00100', city: 'Helsinki', coordinates: '60.1699, 24.9384' };

describe('property code (kiinteistötunnus)', () => {
  it.each([
    ['091-012-0001-0002', '09101200010002'],
    ['91-12-1-2', '09101200010002'],
    ['09101200010002', '09101200010002'],
    ['837-402-12-345', '83740200120345'],
    [' 091-012-0001-0002 ', '09101200010002'],
  ])('%s is %s', (code, compact) => {
    expect(compactPropertyCode(code)).toBe(compact);
  });

  it.each(['', '091-012-0001', '091/012/0001/0002', '0910120001000', '000-012-0001-0002', '091-012-0000-0002', '1234-1-1-1', 'abc'])('refuses %j', (code) => {
    expect(compactPropertyCode(code)).toBeNull();
  });
});

describe('permanent building code (pysyvä rakennustunnus)', () => {
  it('has the personal identity code’s check character (mod 31)', () => {
    expect(checkCharacter('100012345')).toBe('N');
    expect(checkCharacter('000000031')).toBe('0');
    expect(checkCharacter('000000030')).toBe('Y');
    expect(isBuildingCode('100012345N')).toBe(true);
    expect(isBuildingCode('100012345n')).toBe(true);
    expect(isBuildingCode('1000 12345 N')).toBe(true);
    expect(isBuildingCode('1032037839')).toBe(true);
  });

  it.each(['100012345M', '10001234N', '1000123456N', '100012345G', 'A00012345N', ''])('refuses %j', (code) => {
    expect(isBuildingCode(code)).toBe(false);
  });
});

describe('coordinates inside Finland', () => {
  it('reads WGS84 and ETRS-TM35FIN', () => {
    expect(coordinatesInFinland('60.1699, 24.9384')).toBe(true);
    expect(coordinatesInFinland('69.9;27.0')).toBe(true);
    expect(coordinatesInFinland('6672000, 385000')).toBe(true);
    expect(coordinatesInFinland('59.3293, 18.0686')).toBe(false); // Stockholm
    expect(coordinatesInFinland('59.437, 24.7536')).toBe(false); // Tallinn, south of Bogskär (59.50)
    expect(coordinatesInFinland('-60.1, 24.9')).toBe(false);
    expect(coordinatesInFinland('5672000, 385000')).toBe(false);
    expect(coordinatesInFinland('north')).toBeNull();
  });
});

describe('location check (SPEC §4: none, ok, fail, warning with reasons)', () => {
  it('is none with nothing to check', () => {
    expect(checkProjectLocation({})).toEqual({ result: 'none', reasons: [] });
    expect(checkProjectLocation({ propertyCode: ' ', city: null })).toEqual({ result: 'none', reasons: [] });
  });

  it('is ok with valid codes, coordinates in Finland and a postal code and city', () => {
    expect(checkProjectLocation({ ...place, propertyCode: '091-012-0001-0002', buildingCode: '100012345N' })).toEqual({ result: 'ok', reasons: [] });
    expect(checkProjectLocation({ zipcode: '33100', city: 'Tampere', propertyCode: '83740200120345' }).result).toBe('ok');
  });

  it('fails on a malformed property code, a wrong check character or coordinates abroad, with every reason', () => {
    const check = checkProjectLocation({ ...place, propertyCode: '091-012', buildingCode: '100012345M', coordinates: '59.3293, 18.0686' });
    expect(check.result).toBe('fail');
    expect(check.reasons.map((r) => [r.field, r.message])).toEqual([
      ['propertyCode', LOCATION_MESSAGES.propertyCode],
      ['buildingCode', LOCATION_MESSAGES.buildingCode],
      ['coordinates', LOCATION_MESSAGES.coordinatesOutside],
    ]);
  });

  it('warns when the city or postal code is missing, or nothing places the project', () => {
    const noCity = checkProjectLocation({ ...place, city: '' });
    expect(noCity).toEqual({ result: 'warning', reasons: [{ level: 'warning', field: 'visitingAddress', message: 'Käyntiosoitteesta puuttuu postitoimipaikka.' }] });
    const unplaced = checkProjectLocation({ zipcode: '00100', city: 'Helsinki' });
    expect(unplaced.result).toBe('warning');
    expect(unplaced.reasons[0].message).toBe(LOCATION_MESSAGES.unplaced);
    // A failure outweighs a warning.
    expect(checkProjectLocation({ buildingCode: 'x' }).result).toBe('fail');
  });
});

describe('projects page state (SPEC §4: editing sets ok, listing resets)', () => {
  it('sets ok when editing, takes the form’s checks, and resets at listing', () => {
    let state = initialProjectPage();
    expect(state).toEqual({ screen: 'listing', projectId: null, locationCheck: { result: 'none', reasons: [] } });
    state = projectPageReducer(state, { type: 'checked', check: { result: 'fail', reasons: [] } });
    expect(state.locationCheck.result).toBe('none');
    state = projectPageReducer(state, { type: 'edit', id: 4 });
    expect(state).toEqual({ screen: 'editing', projectId: 4, locationCheck: { result: 'ok', reasons: [] } });
    state = projectPageReducer(state, { type: 'checked', check: { result: 'warning', reasons: [] } });
    expect(state.locationCheck.result).toBe('warning');
    expect(projectPageReducer(state, { type: 'toListing' })).toEqual(initialProjectPage());
    expect(projectPageReducer(state, { type: 'create' })).toMatchObject({ screen: 'creating', locationCheck: { result: 'none' } });
  });
});
