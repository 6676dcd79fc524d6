#include "CPartyTLSShims.h"

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/objects.h>
#include <openssl/rand.h>
#include <openssl/x509v3.h>

/* Adds one extension from its OpenSSL config text; returns 1 on success. */
static int add_extension(X509 *certificate, X509V3_CTX *v3, int nid, const char *value) {
    X509_EXTENSION *extension = X509V3_EXT_conf_nid(NULL, v3, nid, value);
    if (extension == NULL) {
        return 0;
    }
    int ok = X509_add_ext(certificate, extension, -1);
    X509_EXTENSION_free(extension);
    return ok;
}

/* A random, positive 127-bit serial number. */
static int set_random_serial(X509 *certificate) {
    unsigned char bytes[16];
    if (RAND_bytes(bytes, (int)sizeof bytes) != 1) {
        return 0;
    }
    bytes[0] &= 0x7f;
    BIGNUM *number = BN_bin2bn(bytes, (int)sizeof bytes, NULL);
    if (number == NULL) {
        return 0;
    }
    ASN1_INTEGER *serial = BN_to_ASN1_INTEGER(number, NULL);
    BN_free(number);
    if (serial == NULL) {
        return 0;
    }
    int ok = X509_set_serialNumber(certificate, serial);
    ASN1_INTEGER_free(serial);
    return ok;
}

static int set_names(X509 *certificate, const char *common_name) {
    X509_NAME *name = X509_get_subject_name(certificate);
    const unsigned char *organization = (const unsigned char *)"PartyLine development";
    if (!X509_NAME_add_entry_by_txt(name, "O", MBSTRING_ASC, organization, -1, -1, 0)) {
        return 0;
    }
    if (!X509_NAME_add_entry_by_txt(name, "CN", MBSTRING_UTF8, (const unsigned char *)common_name, -1, -1, 0)) {
        return 0;
    }
    return X509_set_issuer_name(certificate, name);
}

int CPartyTLSShims_make_self_signed(const char *common_name,
                                    const char *subject_alt_names,
                                    long not_before_offset_seconds,
                                    long not_after_offset_seconds,
                                    X509 **out_certificate,
                                    EVP_PKEY **out_key) {
    *out_certificate = NULL;
    *out_key = NULL;
    EVP_PKEY *key = EVP_EC_gen("P-256");
    X509 *certificate = X509_new();
    if (key == NULL || certificate == NULL) {
        goto fail;
    }
    if (!X509_set_version(certificate, X509_VERSION_3) || !set_random_serial(certificate)) {
        goto fail;
    }
    if (X509_gmtime_adj(X509_getm_notBefore(certificate), not_before_offset_seconds) == NULL ||
        X509_gmtime_adj(X509_getm_notAfter(certificate), not_after_offset_seconds) == NULL) {
        goto fail;
    }
    if (!X509_set_pubkey(certificate, key) || !set_names(certificate, common_name)) {
        goto fail;
    }
    X509V3_CTX v3;
    X509V3_set_ctx_nodb(&v3);
    X509V3_set_ctx(&v3, certificate, certificate, NULL, NULL, 0);
    if (!add_extension(certificate, &v3, NID_subject_alt_name, subject_alt_names) ||
        !add_extension(certificate, &v3, NID_basic_constraints, "critical,CA:FALSE") ||
        !add_extension(certificate, &v3, NID_ext_key_usage, "serverAuth") ||
        !add_extension(certificate, &v3, NID_subject_key_identifier, "hash")) {
        goto fail;
    }
    if (X509_sign(certificate, key, EVP_sha256()) <= 0) {
        goto fail;
    }
    *out_certificate = certificate;
    *out_key = key;
    return 1;

fail:
    X509_free(certificate);
    EVP_PKEY_free(key);
    return 0;
}
