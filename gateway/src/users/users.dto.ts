import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { roleSchema } from '@trio/contracts/common';

/*
 * The shapes of the users service's API, for the OpenAPI document only: the gateway forwards bodies as they are and
 * the users service validates them.
 */

const ROLES = roleSchema.options;
const OBJECT_ID_EXAMPLE = '665f1c2b9d3e4a0012345678';

export class RegisterRequest {
  @ApiProperty({ example: 'asha@example.in' })
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple', minLength: 8 })
  password!: string;

  @ApiProperty({ example: 'Asha' })
  firstName!: string;

  @ApiPropertyOptional()
  middleName?: string;

  @ApiProperty({ example: 'Rao' })
  lastName!: string;

  @ApiProperty({ enum: ['female', 'male', 'other'] })
  gender!: 'female' | 'male' | 'other';

  @ApiProperty({ format: 'date', example: '1994-07-21', description: 'YYYY-MM-DD' })
  dateOfBirth!: string;

  @ApiPropertyOptional({ example: '+919812345678' })
  phone?: string;

  @ApiPropertyOptional({
    example: '12 MG Road, Bengaluru, Karnataka 560001',
    maxLength: 300,
    description: 'Postal address, one line.',
  })
  address?: string;
}

export class LoginRequest {
  @ApiProperty({ example: 'asha@example.in' })
  email!: string;

  @ApiProperty()
  password!: string;
}

export class GoogleSignInRequest {
  @ApiProperty({ description: 'The ID token from Google sign-in.' })
  idToken!: string;
}

export class UserProfile {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE })
  _id!: string;

  @ApiProperty()
  uid!: string;

  @ApiProperty({ example: 'asha@example.in' })
  email!: string;

  @ApiProperty({ example: 'Asha Rao' })
  displayName!: string;

  @ApiProperty()
  firstName!: string;

  @ApiProperty()
  lastName!: string;

  @ApiProperty({ enum: ROLES })
  role!: string;

  @ApiProperty({ description: 'Signed up with e-mail and password (not Google).' })
  isEmailUser!: boolean;
}

export class AuthSession {
  @ApiProperty({ type: UserProfile })
  user!: UserProfile;

  @ApiProperty({ description: 'JWT (ES256), about 15 minutes; send as "Authorization: Bearer <token>".' })
  accessToken!: string;
}

export class UserRecord {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE })
  _id!: string;

  @ApiProperty()
  uid!: string;

  @ApiProperty()
  email!: string;

  @ApiPropertyOptional()
  displayName?: string;

  @ApiPropertyOptional({ type: [String], description: 'Ids of the properties the user owns.' })
  properties?: string[];
}

export class UpdateUidRequest {
  @ApiProperty()
  newUid!: string;
}

export class CreateUserRequest {
  @ApiProperty()
  uid!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  displayName!: string;
}

export class FavoriteRequest {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE, description: 'Must be the caller.' })
  userId!: string;

  @ApiProperty({ example: OBJECT_ID_EXAMPLE })
  propertyId!: string;
}

export class FavoriteProperty {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE })
  _id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  address!: string;

  @ApiProperty()
  locality!: string;

  @ApiProperty({ description: 'Monthly rent in rupees.' })
  rentPrice!: number;

  @ApiProperty({ description: 'Id of the cover image.' })
  image!: string;
}

export class PropertyManagerRecord {
  @ApiProperty({ example: OBJECT_ID_EXAMPLE })
  _id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  companyName!: string;

  @ApiProperty()
  email!: string;
}
