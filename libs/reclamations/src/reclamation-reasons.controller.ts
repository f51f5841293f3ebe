import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { RECLAMATION_REASONS } from '@app/contract';
import { ReclamationReasonDto } from './dto/reclamation.dto';

/** The reason catalogue for the complaint page, the portal and clients (issue 31 §5). */
@ApiTags('Öffentlich')
@Public()
@Controller('public-api/reclamation-reasons')
export class ReclamationReasonsController {
  @Get()
  @ApiOperation({ summary: 'Reklamationsgründe mit dem nötigen Nachweis, in der Reihenfolge der Auswahl' })
  @ApiOkResponse({ type: [ReclamationReasonDto] })
  list(): ReclamationReasonDto[] {
    // Whose fault a reason is stays with the operator: buyers see code, text and proof.
    return RECLAMATION_REASONS.map(({ code, text, proof }) => ({ code, text, proof }));
  }
}
