/**
 * A port whose implementation is plugged in when the application starts, by a module that the port's
 * owner cannot import. Example: libs/leads needs selling, but libs/sales depends on libs/leads (it reads
 * and locks leads), so leads owns the port `LeadSelling` and the sales module binds its adapter in
 * `onModuleInit`. Nest would need a global module or forwardRef for the same; this keeps every
 * dependency one-way and visible.
 *
 * The owner declares it as a provider:
 *   `@Injectable() export class LeadSelling extends LateBoundPort<LeadSellingPort> { constructor() { super('Lead-Verkauf', 'SalesModule'); } }`
 * and calls through `this.selling.bound.sellQualified(id)`.
 */
export abstract class LateBoundPort<T> {
  private implementation?: T;

  /**
   * @param what    what the port provides, in German, for the error messages
   * @param module  the module that binds it, named when it is missing
   * @param absent  what the port answers in a process without that module; without it, a call fails loudly
   */
  protected constructor(
    private readonly what: string,
    private readonly module: string,
    private readonly absent?: T,
  ) {}

  /** Plugs the implementation in; once only, so two modules cannot both claim the port. */
  bind(implementation: T): void {
    if (this.implementation) throw new Error(`${this.what}: schon angeschlossen`);
    this.implementation = implementation;
  }

  /** The bound implementation, else the stand-in for its absence, else an error naming the missing module. */
  get bound(): T {
    const implementation = this.implementation ?? this.absent;
    if (!implementation) throw new Error(`${this.what}: nicht angeschlossen (${this.module} fehlt)`);
    return implementation;
  }
}
