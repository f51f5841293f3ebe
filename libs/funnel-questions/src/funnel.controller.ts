import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { FunnelResponseDto } from './dto/funnel.response.dto';
import { FunnelService } from './funnel.service';

@ApiTags('Öffentlich')
@Public()
@Controller('public-api/funnel')
export class FunnelController {
  constructor(private readonly funnel: FunnelService) {}

  @Get()
  @ApiOkResponse({ type: FunnelResponseDto, description: 'Die Fragen des Angebots-Funnels (Schritte 1–8)' })
  async steps(): Promise<FunnelResponseDto> {
    const steps = await this.funnel.list();
    return { steps: steps.map(({ id, title, key, question, answers }) => ({ id, title, key, question, answers })) };
  }
}
