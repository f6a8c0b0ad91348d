/** SPEC §3/§9 toasts: types, durations and the Finnish texts SPEC §8 names. */
import type { ToastType } from './codes';

export const TOAST_DEFAULT_DURATION_MS = 5000;
export const AGREEMENT_TOAST_DURATION_MS = 1500;

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  duration: number;
}

export const TOAST_TEXTS = {
  inviteSent: 'Kutsu lähetetty!',
  inviteNotAccepted: 'Kutsua ei voitu hyväksyä!',
  inviteCanceled: 'Kutsu peruutettu.',
  agreementTerminated: 'Sopimus on irtisanottu',
  agreementTerminationFailed: 'Odottamaton virhe sopimuksen irtisanomisessa',
  officeEdited: 'Yksikköä muokattu',
  officeDeleted: 'Yksikkö poistettu',
  /** Not in SPEC §8's list; worded like its office toasts. */
  officeAdded: 'Yksikkö lisätty',
  jointVentureJoined: 'Liitytty työyhteenliittymään',
  jointVentureLeft: 'Poistuttu työyhteenliittymästä',
  daughterLinked: 'Tytäryhtiö liitetty',
  daughterUnlinked: 'Tytäryhtiön liitos poistettu',
} as const;

let counter = 0;
export function makeToast(type: ToastType, message: string, duration = TOAST_DEFAULT_DURATION_MS): Toast {
  counter += 1;
  return { id: `toast-${counter}`, type, message, duration };
}
