import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Complaint reasons and the rules that decide the obvious (issue 31 §4): a complaint keeps the reason the buyer
 * chose from the catalogue (libs/contract reclamation-reasons), the rule that accepted it (with its German text),
 * and what its acceptance did at the lead's supplier. Complaints filed before have none of it (null).
 */
export class ComplaintRules1796001400000 implements MigrationInterface {
  name = 'ComplaintRules1796001400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reclamation_request" ADD "reason_code" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "reclamation_request" ADD "decided_by_rule" character varying(40)`);
    await queryRunner.query(`ALTER TABLE "reclamation_request" ADD "decided_by_text" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "reclamation_request" ADD "supplier_reclaimed" boolean`);
    await queryRunner.query(`ALTER TABLE "reclamation_request" ADD "supplier_note" character varying(1000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['supplier_note', 'supplier_reclaimed', 'decided_by_text', 'decided_by_rule', 'reason_code']) {
      await queryRunner.query(`ALTER TABLE "reclamation_request" DROP COLUMN "${column}"`);
    }
  }
}
