/** A yes/no filter's choices: the values the server's boolean filters take. */
export const BOOLEAN_CHOICES = [
  { id: 'true', name: 'pateva.officeLists.yes' },
  { id: 'false', name: 'pateva.officeLists.no' },
];
