import { MigrationInterface, QueryRunner } from 'typeorm';

/** The German photovoltaic funnel; keys are the lead data keys, titles the export column names. */
const STEPS = [
  {
    id: 1,
    title: 'Stromverbrauch',
    key: 'consumption',
    question: 'Wie hoch ist Ihr jährlicher Stromverbrauch?',
    answers: ['bis 3.000 kWh', '3.000 – 5.000 kWh', '5.000 – 8.000 kWh', 'über 8.000 kWh', 'Weiß ich nicht'],
  },
  {
    id: 2,
    title: 'Hausart',
    key: 'buildingType',
    question: 'Auf welchem Gebäude soll die Anlage installiert werden?',
    answers: ['Einfamilienhaus', 'Doppelhaushälfte', 'Reihenhaus', 'Mehrfamilienhaus', 'Gewerbeimmobilie', 'Sonstiges*'],
  },
  {
    id: 3,
    title: 'Dachart',
    key: 'roofType',
    question: 'Welche Dachform hat Ihr Gebäude?',
    answers: ['Satteldach', 'Flachdach', 'Pultdach', 'Walmdach', 'Sonstiges*'],
  },
  {
    id: 4,
    title: 'Dachmaterial',
    key: 'roofing',
    question: 'Womit ist Ihr Dach eingedeckt?',
    answers: ['Dachziegel', 'Betondachstein', 'Blech / Trapezblech', 'Bitumen / Dachpappe', 'Schiefer', 'Sonstiges*'],
  },
  {
    id: 5,
    title: 'Dachfläche',
    key: 'roofAreaSize',
    question: 'Wie groß ist die nutzbare Dachfläche ungefähr?',
    answers: ['unter 20 m²', '20 – 40 m²', '40 – 60 m²', 'über 60 m²', 'Weiß ich nicht'],
  },
  {
    id: 6,
    title: 'Finanzierung',
    key: 'financingType',
    question: 'Wie möchten Sie die Anlage finanzieren?',
    answers: ['Kauf', 'Finanzierung', 'Miete / Pacht', 'Noch offen'],
  },
  {
    id: 7,
    title: 'Stromspeicher',
    key: 'interestBattery',
    question: 'Interessieren Sie sich auch für einen Stromspeicher?',
    answers: ['Ja', 'Nein', 'Vielleicht, bitte beraten'],
  },
  {
    id: 8,
    title: 'Zeitraum',
    key: 'implementationPeriod',
    question: 'Wann soll die Anlage installiert werden?',
    answers: ['So schnell wie möglich', 'In 1 – 3 Monaten', 'In 3 – 6 Monaten', 'In über 6 Monaten'],
  },
];

const TEMPLATE_SUBJECT = 'Ihre Anfrage für eine Photovoltaikanlage in {{zip}} {{city}}';
const TEMPLATE_BODY = `<p>Guten Tag {{salutation}} {{firstName}} {{lastName}},</p>
<p>vielen Dank für Ihre Anfrage. Wir haben Ihre Angaben erhalten und suchen jetzt passende Anbieter aus Ihrer Region (PLZ {{zip}}).</p>
<p><strong>So geht es weiter:</strong></p>
<ul>
  <li>Beantworten Sie bitte die letzten offenen Fragen, die wir Ihnen per E-Mail schicken.</li>
  <li>Eine Mitarbeiterin oder ein Mitarbeiter ruft Sie in Kürze an und bespricht Ihr Projekt.</li>
  <li>Danach erhalten Sie mehrere kostenlose Vergleichsangebote von Fachbetrieben aus Ihrer Nähe.</li>
</ul>
<p>Freundliche Grüße<br>Ihr Team von Solar &amp; Dach Angebote</p>`;

/** Data the public side needs from the first start: funnel questions, the website source, the mail template. */
export class SeedPublicSide1795372900000 implements MigrationInterface {
  name = 'SeedPublicSide1795372900000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const step of STEPS) {
      const answers = step.answers.map((text) =>
        text.endsWith('*') ? { text: text.slice(0, -1), freeText: true } : { text, freeText: false },
      );
      await queryRunner.query(`INSERT INTO funnel_step (id, title, key, question, answers) VALUES ($1, $2, $3, $4, $5)`, [
        step.id,
        step.title,
        step.key,
        step.question,
        JSON.stringify(answers),
      ]);
    }
    await queryRunner.query(
      `INSERT INTO leadsource (name, slug, mail, active, api_key, built_in)
       VALUES ('Website', 'website', '', true, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), true)`,
    );
    await queryRunner.query(`INSERT INTO email_template (id, subject, body) VALUES (1, $1, $2)`, [TEMPLATE_SUBJECT, TEMPLATE_BODY]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM email_template WHERE id = 1`);
    await queryRunner.query(`DELETE FROM leadsource WHERE slug = 'website'`);
    await queryRunner.query(`DELETE FROM funnel_step WHERE id BETWEEN 1 AND 8`);
  }
}
