/** Finnish texts of the board's documents (issue 20): the minutes, the checkers, the decision extract. Merged into fi.ts. */
export const fiMinutes = {
  minutes: {
    title: 'Pöytäkirja',
    pdf: 'Pöytäkirja (PDF)',
    extract: 'Päätösote (PDF)',
    extractOf: 'Päätösote (PDF): %{name}',
    checkers: 'Pöytäkirjan tarkastajat',
    noCheckers: 'Pöytäkirjan tarkastajia ei ole vielä valittu.',
    approvedAt: '%{name}: hyväksyi pöytäkirjan %{at}',
    notApproved: '%{name}: ei ole vielä hyväksynyt pöytäkirjaa',
    approve: 'Hyväksy pöytäkirja',
    approved: 'Pöytäkirja hyväksytty',
    approveAfterEnd: 'Voit hyväksyä pöytäkirjan, kun kokous on päättynyt.',
    checker: 'Tarkastaja %{number}',
    saveCheckers: 'Tallenna tarkastajat',
    checkersSaved: 'Pöytäkirjan tarkastajat tallennettu',
    loadFailed: 'Pöytäkirjan tarkastajia ei voitu hakea.',
  },
};
