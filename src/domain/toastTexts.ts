/** SPEC §8's toast texts in Finnish (toasts.ts keeps the types and the sign-in page's one text). */
import { INVITE_NOT_ACCEPTED_TEXT } from './toasts';

export const TOAST_TEXTS = {
  inviteSent: 'Kutsu lähetetty!',
  inviteNotAccepted: INVITE_NOT_ACCEPTED_TEXT,
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
