import { BadRequestException, type PipeTransform } from '@nestjs/common';

/** Route ids are positive integers; anything else is a 400 with a readable message. */
export class PositiveIntPipe implements PipeTransform<string, number> {
  constructor(private readonly message = 'Некоректний ідентифікатор') {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value ?? '')) throw new BadRequestException(this.message);
    const n = Number(value);
    if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw new BadRequestException(this.message);
    return n;
  }
}
