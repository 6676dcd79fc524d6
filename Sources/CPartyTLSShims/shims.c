#include "CPartyTLSShims.h"
int CPartyTLSShims_placeholder(void) { return 0; }
