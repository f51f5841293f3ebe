import { Injectable, OnModuleInit } from '@nestjs/common';
import { LeadDemand, LeadDemandPort } from '@app/leads';
import { SalesService } from './sales.service';

/** Answers a supplier's ping in libs/leads: would this lead be sold now (see LeadDemand there for why it is a port). */
@Injectable()
export class LeadDemandAdapter implements LeadDemandPort, OnModuleInit {
  constructor(
    private readonly port: LeadDemand,
    private readonly selling: SalesService,
  ) {}

  onModuleInit(): void {
    this.port.bind(this);
  }

  wouldBuy(lead: { zip: string; answers: Record<string, string> }): Promise<boolean> {
    return this.selling.wouldBuy(lead);
  }
}
