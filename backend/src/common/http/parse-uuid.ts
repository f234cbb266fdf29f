import { BadRequestException, type PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Route user ids are UUIDs; anything else is a 400 with a readable message. */
export class UuidPipe implements PipeTransform<string, string> {
  constructor(private readonly message = 'Некоректний ідентифікатор користувача') {}

  transform(value: string): string {
    if (typeof value !== 'string' || !UUID.test(value)) throw new BadRequestException(this.message);
    return value.toLowerCase();
  }
}
